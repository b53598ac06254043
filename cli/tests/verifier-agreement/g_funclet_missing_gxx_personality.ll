define void @f(ptr %p) personality ptr @__gxx_personality_v0 {
  invoke void @g() to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 } cleanup
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 4, i1 false)
  ret void
}
declare void @g()
declare i32 @__gxx_personality_v0(...)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
