define void @f() {
  call void asm ""()
  ret void
}
