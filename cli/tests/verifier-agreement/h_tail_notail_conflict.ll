declare void @g()
define void @f() {
  musttail notail call void @g()
  ret void
}
