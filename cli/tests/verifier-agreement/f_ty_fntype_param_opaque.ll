%T = type opaque
define void @g(ptr %p) {
  call void (%T) %p(%T undef)
  ret void
}
