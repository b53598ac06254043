declare void @g()
define void @f() {
  call void @g() optnone
  ret void
}
