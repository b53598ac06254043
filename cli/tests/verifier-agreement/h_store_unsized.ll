%T = type opaque
define void @f(ptr %p, %T %v) {
  store %T %v, ptr %p
  ret void
}
