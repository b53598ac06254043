%T = type { i32 }
define %T @f() {
  %r = call %T (...) @llvm.experimental.deoptimize.s_Ts() [ "deopt"() ]
  ret %T %r
}
declare %T @llvm.experimental.deoptimize.s_Ts(...)
