declare void @g()
define void @f() {
  call void @g() [ "kcfi"(i32 1) ]
  ret void
}
