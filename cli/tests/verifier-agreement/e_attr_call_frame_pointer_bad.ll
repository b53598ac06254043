declare void @g()
define void @f() {
  call void @g() "frame-pointer"="bogus"
  ret void
}
