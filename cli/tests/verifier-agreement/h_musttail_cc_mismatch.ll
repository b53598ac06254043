declare fastcc i32 @g(i32)
define i32 @f(i32 %a) {
  %r = musttail call fastcc i32 @g(i32 %a)
  ret i32 %r
}
