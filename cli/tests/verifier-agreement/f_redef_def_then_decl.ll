define void @f() {
  ret void
}
declare void @f()
