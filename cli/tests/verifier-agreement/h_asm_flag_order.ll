define void @f() {
  call void asm inteldialect sideeffect "", ""()
  ret void
}
