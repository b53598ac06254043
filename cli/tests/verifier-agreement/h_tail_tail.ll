declare void @g()
define void @f() {
  tail tail call void @g()
  ret void
}
