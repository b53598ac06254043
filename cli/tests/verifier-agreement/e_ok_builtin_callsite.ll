declare void @g()
define void @f() {
  call void @g() builtin
  ret void
}
