define void @f() {
  fence release, !mmra !0
  ret void
}
!0 = !{!1}
!1 = !{!"c", i32 1}
