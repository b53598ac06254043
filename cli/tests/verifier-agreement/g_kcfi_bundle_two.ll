define void @f(ptr %fp) {
  call void %fp() [ "kcfi"(i32 1, i32 2) ]
  ret void
}
