declare float @g()
define void @f() {
  %r = fast tail call float @g()
  ret void
}
