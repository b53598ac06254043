declare signext i8 @g()
define i8 @f() {
  %r = musttail call signext i8 @g()
  ret i8 %r
}
