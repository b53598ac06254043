declare void @g()
define void @f() {
  musttail call void @g() [ "deopt"() ]
  ret void
}
