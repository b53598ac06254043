define <2 x i32> @f() {
  %r = call <2 x i32> (...) @llvm.experimental.deoptimize.v2i32() [ "deopt"() ]
  ret <2 x i32> %r
}
declare <2 x i32> @llvm.experimental.deoptimize.v2i32(...)
