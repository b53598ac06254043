define void @f() {
  call void @g(target("foo") zeroinitializer)
  ret void
}
declare void @g(target("foo"))
