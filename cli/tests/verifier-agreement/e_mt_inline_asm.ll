define void @f() {
  musttail call void asm "nop", ""()
  ret void
}
