define void @f() {
  call void asm "", "~{memory},~{dirflag}"()
  ret void
}
