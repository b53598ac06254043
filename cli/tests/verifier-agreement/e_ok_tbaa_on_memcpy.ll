declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @g()
define void @f(ptr %p) {
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 4, i1 false), !tbaa !3
  call void @g(), !tbaa !3
  ret void
}
!0 = !{!"root"}
!1 = !{!"int", !0, i64 0}
!3 = !{!1, !1, i64 0}
