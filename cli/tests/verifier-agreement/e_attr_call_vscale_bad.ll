declare void @g()
define void @f() {
  call void @g() vscale_range(3,4)
  ret void
}
