%T = type opaque
define void @f(ptr %p) {
  %v = load %T, ptr %p
  ret void
}
