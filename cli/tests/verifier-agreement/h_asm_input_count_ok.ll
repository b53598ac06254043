define void @f(i32 %a) {
  call void asm "", "r"(i32 %a)
  ret void
}
