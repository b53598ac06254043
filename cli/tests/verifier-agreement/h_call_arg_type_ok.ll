declare void @g(i32)
define void @f() {
  call void @g(i64 1)
  ret void
}
