declare void @g()
define void @f() {
  call void @g() [ "funclet"(token none, token none) ]
  ret void
}
