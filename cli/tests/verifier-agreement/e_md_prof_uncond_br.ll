define void @f() {
  br label %a, !prof !0
a:
  ret void
}
!0 = !{!"branch_weights", i32 1}
