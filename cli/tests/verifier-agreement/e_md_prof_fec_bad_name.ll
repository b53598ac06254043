define void @f() !prof !0 {
  ret void
}
!0 = !{!"branch_weights", i64 10}
