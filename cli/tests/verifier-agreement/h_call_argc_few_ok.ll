declare void @g(i32, i32)
define void @f() {
  call void @g(i32 1)
  ret void
}
