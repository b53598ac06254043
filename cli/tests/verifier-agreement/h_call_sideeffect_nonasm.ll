declare void @g()
define void @f() {
  call void sideeffect @g()
  ret void
}
