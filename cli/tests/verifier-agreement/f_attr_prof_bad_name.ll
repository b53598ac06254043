define void @f() !prof !0 {
  ret void
}
!0 = !{!"bogus", i64 1}
