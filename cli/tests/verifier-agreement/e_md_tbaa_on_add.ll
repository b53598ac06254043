define i32 @f(i32 %x) {
  %v = add i32 %x, 1, !tbaa !3
  ret i32 %v
}
!0 = !{!"root"}
!1 = !{!"int", !0, i64 0}
!3 = !{!1, !1, i64 0}
