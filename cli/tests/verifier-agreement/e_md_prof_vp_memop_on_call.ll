declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define void @f(ptr %p, i64 %n) {
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 %n, i1 false), !prof !0
  ret void
}
!0 = !{!"VP", i32 1, i64 100, i64 8, i64 100}
