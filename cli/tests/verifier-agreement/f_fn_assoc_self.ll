define void @f() !associated !0 {
  ret void
}
!0 = !{ptr @f}
