define void @f() {
  call ptr asm "", "=r"
  ret void
}
