define void @f() {
  %p = getelementptr i8, ptr asm "", "", i64 0
  ret void
}
