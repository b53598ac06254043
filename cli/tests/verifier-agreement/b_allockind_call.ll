declare void @f(ptr)
define void @g(ptr %p) {
  call void @f(ptr %p) allockind("free,zeroed")
  ret void
}
