define void @f() {
  musttail call void asm "", ""()
  ret void
}
