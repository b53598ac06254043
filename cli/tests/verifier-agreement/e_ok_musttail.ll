declare i32 @g(i32, ptr)
define i32 @f(i32 %x, ptr %p) {
  %r = musttail call i32 @g(i32 %x, ptr %p)
  ret i32 %r
}
