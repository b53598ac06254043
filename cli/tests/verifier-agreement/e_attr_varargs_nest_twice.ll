declare void @g(ptr nest, ...)
define void @f(ptr %p) {
  call void (ptr, ...) @g(ptr nest %p, ptr nest %p)
  ret void
}
