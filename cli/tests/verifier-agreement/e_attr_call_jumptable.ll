declare void @g()
define void @f() {
  call void @g() jumptable
  ret void
}
