declare void @g()
define void @f() {
  call void @g() [ "preallocated"(i32 0) ]
  ret void
}
