declare void @g()
define void @f() {
  call void @g() readnone readonly
  ret void
}
