declare void @g()
declare i32 @__gxx_personality_v0(...)
define void @f() gc "statepoint-example" personality ptr @__gxx_personality_v0 {
  %sp = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(i32 ()) @h, i32 0, i32 0, i32 0, i32 0)
  invoke void @g() [ "foo"(token %sp) ] to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad {ptr, i32} cleanup
  ret void
}
declare i32 @h()
