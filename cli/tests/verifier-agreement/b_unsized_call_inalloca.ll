%T = type opaque
declare void @f(ptr)
define void @g(ptr %p) {
  call void @f(ptr inalloca(%T) %p)
  ret void
}
