declare tailcc i64 @g()
define tailcc i32 @f() {
  %r = musttail call tailcc i64 @g()
  %t = trunc i64 %r to i32
  ret i32 %t
}
