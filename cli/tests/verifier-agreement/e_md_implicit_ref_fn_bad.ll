define void @f() !implicit.ref !0 {
  ret void
}
!0 = !{i64 1}
