declare void @g()
define void @f() {
  call fast void @g()
  ret void
}
