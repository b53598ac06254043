declare void @g()
define void @f() {
  notail call void @g()
  ret void
}
