declare void @g(i32)
define void @f() {
  call void @g(i32 zeroext signext 1)
  ret void
}
