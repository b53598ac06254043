define void @f(i32 %a) {
  call void asm "", "~{memory},r"(i32 %a)
  ret void
}
