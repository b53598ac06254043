declare void @g()
define void @f() {
  call void @g() alwaysinline
  ret void
}
