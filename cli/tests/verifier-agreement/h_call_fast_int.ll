declare i32 @g()
define i32 @f() {
  %r = call fast i32 @g()
  ret i32 %r
}
