define void @f() {
  call void asm "", "=r"()
  ret void
}
