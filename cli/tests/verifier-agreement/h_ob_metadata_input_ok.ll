declare void @g()
define void @f() {
  call void @g() [ "foo"(metadata !{}) ]
  ret void
}
