declare void @g(i32)
define void @f() {
  call void @g(i32 noinline 1)
  ret void
}
