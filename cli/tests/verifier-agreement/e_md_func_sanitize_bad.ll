define void @f() !func_sanitize !0 {
  ret void
}
!0 = !{!"x"}
