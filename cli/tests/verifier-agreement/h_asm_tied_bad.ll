define i32 @f(i32 %a) {
  %r = call i32 asm "", "=r,5"(i32 %a)
  ret i32 %r
}
