define void @f(ptr %p) personality ptr @__gxx_personality_v0 {
  invoke void @g() to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 } cleanup
  call void @llvm.objc.release(ptr %p)
  ret void
}
declare void @g()
declare i32 @__gxx_personality_v0(...)
declare void @llvm.objc.release(ptr)
