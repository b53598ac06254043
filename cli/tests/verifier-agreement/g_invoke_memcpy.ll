define void @f(ptr %p) personality ptr null {
  invoke void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 1, i1 false) to label %ok unwind label %bad
ok:
  ret void
bad:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
