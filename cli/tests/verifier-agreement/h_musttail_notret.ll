declare i32 @g(i32)
define i32 @f(i32 %a) {
  %r = musttail call i32 @g(i32 %a)
  %s = add i32 %r, 1
  ret i32 %s
}
