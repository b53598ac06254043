declare void @g(i32, ...)
define void @f() {
  call void @g(i32 1, i64 2)
  ret void
}
