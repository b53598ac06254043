define void @f(ptr %x) {
  %p = getelementptr i8, ptr no_cfi %x, i64 0
  ret void
}
