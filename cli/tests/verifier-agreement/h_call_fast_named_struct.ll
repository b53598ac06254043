%S = type {float, float}
declare %S @g()
define void @f() {
  %r = call fast %S @g()
  ret void
}
