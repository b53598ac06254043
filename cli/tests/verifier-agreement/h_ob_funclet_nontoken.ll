declare void @g()
define void @f() {
  call void @g() [ "funclet"(i32 0) ]
  ret void
}
