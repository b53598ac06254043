define void @f() {
  ret void, !annotation !0
}
!0 = !{!"a", !1}
!1 = !{!"b", !"c"}
