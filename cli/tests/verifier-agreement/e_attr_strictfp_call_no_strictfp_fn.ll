declare void @g()
define void @f() {
  call void @g() strictfp
  ret void
}
