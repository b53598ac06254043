declare float @g()
define float @f() {
  %r = call fast float @g()
  ret float %r
}
