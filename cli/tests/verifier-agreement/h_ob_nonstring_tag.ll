declare void @g()
define void @f() {
  call void @g() [ foo(i32 1) ]
  ret void
}
