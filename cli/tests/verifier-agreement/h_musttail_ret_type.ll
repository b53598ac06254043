declare i64 @g(i32)
define i32 @f(i32 %a) {
  %r = musttail call i64 @g(i32 %a)
  %t = trunc i64 %r to i32
  ret i32 %t
}
