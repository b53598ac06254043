define void @f() {
  call void @g(i32 immarg 3)
  ret void
}
declare void @g(i32)
