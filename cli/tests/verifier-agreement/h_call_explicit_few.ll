declare void @g(i32, i32)
define void @f() {
  call void (i32, i32) @g(i32 1)
  ret void
}
