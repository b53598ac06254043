declare void @g(ptr)
define void @f(ptr %p) {
  call void @g(ptr elementtype(i32) %p)
  ret void
}
