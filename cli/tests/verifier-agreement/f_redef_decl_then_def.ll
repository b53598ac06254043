declare void @f()
define void @f() {
  ret void
}
