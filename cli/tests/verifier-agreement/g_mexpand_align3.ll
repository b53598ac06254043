define <4 x i32> @f(ptr %p, <4 x i1> %m, <4 x i32> %pt) {
  %r = call <4 x i32> @llvm.masked.expandload.v4i32(ptr align 3 %p, <4 x i1> %m, <4 x i32> %pt)
  ret <4 x i32> %r
}
declare <4 x i32> @llvm.masked.expandload.v4i32(ptr, <4 x i1>, <4 x i32>)
