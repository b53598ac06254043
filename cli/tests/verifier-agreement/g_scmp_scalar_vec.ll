define <4 x i8> @f(i32 %a, i32 %b) {
  %r = call <4 x i8> @llvm.scmp.v4i8.i32(i32 %a, i32 %b)
  ret <4 x i8> %r
}
declare <4 x i8> @llvm.scmp.v4i8.i32(i32, i32)
