define i32 @f(i32 %a) {
  %r = call i32 asm "", "=r,0"(i32 %a)
  ret i32 %r
}
