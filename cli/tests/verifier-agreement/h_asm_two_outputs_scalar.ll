define void @f() {
  %r = call i32 asm "", "=r,=r"()
  ret void
}
