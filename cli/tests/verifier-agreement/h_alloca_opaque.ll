%T = type opaque
define void @f() {
  %p = alloca %T
  ret void
}
