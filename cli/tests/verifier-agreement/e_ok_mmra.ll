declare void @g()
define void @f(ptr %p) {
  fence release, !mmra !0
  store i32 0, ptr %p, !mmra !1
  %v = load i32, ptr %p, !mmra !0
  call void @g(), !mmra !0
  ret void
}
!0 = !{!"a", !"b"}
!1 = !{!0, !2}
!2 = !{!"c", !"d"}
