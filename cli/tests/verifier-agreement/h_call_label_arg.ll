define void @f() {
e:
  call void @g(label %e)
  ret void
}
declare void @g(label)
