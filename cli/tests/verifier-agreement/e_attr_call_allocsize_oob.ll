declare ptr @g(i32)
define void @f() {
  %r = call ptr @g(i32 1) allocsize(1)
  ret void
}
