define void @f() {
  call void asm unwind "", ""()
  ret void
}
