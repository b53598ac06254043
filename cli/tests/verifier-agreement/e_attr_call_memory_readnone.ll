declare void @g(ptr)
define void @f(ptr %p) {
  call void @g(ptr readnone readonly %p)
  ret void
}
