declare void @g()
define void @f() {
  call void @g() noinline alwaysinline
  ret void
}
