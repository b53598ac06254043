declare void @g()
define void @f() {
  %r = call void @g()
  ret void
}
