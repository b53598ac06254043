define void @f() !prof !0 {
  ret void
}
!0 = !{!"other", i64 5}
