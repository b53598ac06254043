declare ptr @g()
define i64 @f() {
  %r = musttail call ptr @g()
  %b = ptrtoint ptr %r to i64
  ret i64 %b
}
