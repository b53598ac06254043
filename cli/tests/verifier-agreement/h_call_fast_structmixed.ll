declare {float, double} @g()
define void @f() {
  %r = call fast {float, double} @g()
  ret void
}
