define i32 @f(i1 %c) {
  %s = select i1 %c, i32 1, i32 2, !prof !0
  ret i32 %s
}
!0 = !{!"branch_weights", i32 1, i32 2, i32 3}
