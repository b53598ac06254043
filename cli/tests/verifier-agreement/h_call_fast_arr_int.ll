declare [2 x i32] @g()
define void @f() {
  %r = call fast [2 x i32] @g()
  ret void
}
