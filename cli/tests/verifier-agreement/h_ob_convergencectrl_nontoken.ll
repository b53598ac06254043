declare void @g()
define void @f() {
  call void @g() [ "convergencectrl"(i32 0) ]
  ret void
}
