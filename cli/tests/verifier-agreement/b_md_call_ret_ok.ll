declare metadata @g()
define void @f() {
  %p = call metadata @g()
  ret void
}
