declare tailcc i32 @g(i32, i32, i64)
define tailcc i32 @f(i32 %x) {
  %r = musttail call tailcc i32 @g(i32 %x, i32 %x, i64 0)
  ret i32 %r
}
