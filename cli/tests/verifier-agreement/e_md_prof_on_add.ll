define i32 @f(i32 %x) {
  %v = add i32 %x, 1, !prof !0
  ret i32 %v
}
!0 = !{!"branch_weights", i32 1}
