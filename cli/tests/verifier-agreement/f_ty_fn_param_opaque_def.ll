%T = type opaque
define void @f(%T %x) {
  ret void
}
