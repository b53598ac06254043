declare {float, float} @g()
define void @f() {
  %r = call fast {float, float} @g()
  ret void
}
