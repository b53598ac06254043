@g = global i32 0
define void @f() {
  call void @g()
  ret void
}
