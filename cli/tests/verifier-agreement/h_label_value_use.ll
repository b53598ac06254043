define void @f(ptr %p) {
e:
  call void @g(label %e)
  ret void
}
declare void @g(ptr)
