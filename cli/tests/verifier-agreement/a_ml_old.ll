declare <4 x i32> @llvm.masked.load.v4i32.p0(ptr, i32, <4 x i1>, <4 x i32>)
define <4 x i32> @f(ptr %p, <4 x i1> %m, <4 x i32> %pt) {
  %x = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr %p, i32 3, <4 x i1> %m, <4 x i32> %pt)
  ret <4 x i32> %x
}
