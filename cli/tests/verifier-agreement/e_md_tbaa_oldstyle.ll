define void @f(ptr %p) {
  store i32 0, ptr %p, !tbaa !1
  ret void
}
!0 = !{!"root"}
!1 = !{!"int", !0, i64 0}
