declare void @g(ptr)
define void @f(ptr %p) {
  call void @g(ptr zeroext %p)
  ret void
}
