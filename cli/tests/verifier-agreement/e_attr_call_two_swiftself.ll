declare void @g(ptr, ptr)
define void @f(ptr %p) {
  call void @g(ptr swiftself %p, ptr swiftself %p)
  ret void
}
