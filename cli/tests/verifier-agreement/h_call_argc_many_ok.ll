declare void @g(i32)
define void @f() {
  call void @g(i32 1, i32 2)
  ret void
}
