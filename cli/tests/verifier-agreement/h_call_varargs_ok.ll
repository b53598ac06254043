declare void @g(i32, ...)
define void @f() {
  call void (i32, ...) @g(i32 1, i64 2, ptr null)
  ret void
}
