declare void @g(ptr)
define void @f(ptr swiftasync %p) {
  musttail call void @g(ptr %p)
  ret void
}
