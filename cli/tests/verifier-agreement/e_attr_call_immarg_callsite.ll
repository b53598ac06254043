declare void @g(i32)
define void @f() {
  call void @g(i32 immarg 1)
  ret void
}
