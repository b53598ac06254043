declare i32 @g()
declare ptr @llvm.objc.retainAutoreleasedReturnValue(ptr)
declare i32 @__gxx_personality_v0(...)
define void @f() personality ptr @__gxx_personality_v0 {
  %x = invoke i32 @g() [ "clang.arc.attachedcall"(ptr @llvm.objc.retainAutoreleasedReturnValue) ] to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad {ptr, i32} cleanup
  ret void
}
