declare i32 @g(i64)
define i32 @f(i32 %a) {
  %r = musttail call i32 @g(i64 0)
  ret i32 %r
}
