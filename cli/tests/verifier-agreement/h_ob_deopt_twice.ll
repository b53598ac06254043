declare void @g()
define void @f(i32 %a) {
  call void @g() [ "deopt"(i32 %a), "deopt"() ]
  ret void
}
