define <4 x i32> @f(ptr %p, <4 x i1> %m, <4 x i32> %pt) {
  %x = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr align 4 %p, <4 x i1> %m, <4 x i32> %pt)
  ret <4 x i32> %x
}
