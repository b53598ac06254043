define void @f(ptr %p) {
  store i32 0, ptr %p, !tbaa !3
  ret void
}
!0 = !{!"root"}
!1 = !{!"int", !0, i64 0}
!2 = !{!"S", !1, i64 0, !1, i64 4}
!3 = !{!2, !1, i64 2}
