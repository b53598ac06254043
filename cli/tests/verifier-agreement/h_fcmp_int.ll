define i1 @f(i32 %a) {
  %r = fcmp olt i32 %a, 1
  ret i1 %r
}
