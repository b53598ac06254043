define void @f(i32 %a) {
  call void asm "", "r"()
  ret void
}
