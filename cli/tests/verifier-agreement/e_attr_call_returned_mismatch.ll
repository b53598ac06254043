declare ptr @g(i32)
define void @f() {
  %r = call ptr @g(i32 returned 0)
  ret void
}
