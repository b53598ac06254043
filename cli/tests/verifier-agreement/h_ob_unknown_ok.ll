declare void @g()
define void @f() {
  call void @g() [ "foo"(i32 1), "foo"(i32 2), "bar"() ]
  ret void
}
