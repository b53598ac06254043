define void @f() {
  call void asm "", "!i"()
  ret void
}
