declare <4 x half> @g()
define void @f() {
  %r = call nnan <4 x half> @g()
  ret void
}
