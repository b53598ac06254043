declare void @g()
define void @f(i32 %a) {
  call void @g() [ "deopt"(i32 %a, i64 0) ]
  ret void
}
