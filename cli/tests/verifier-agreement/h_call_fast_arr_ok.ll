declare [2 x float] @g()
define void @f() {
  %r = call nnan [2 x float] @g()
  ret void
}
