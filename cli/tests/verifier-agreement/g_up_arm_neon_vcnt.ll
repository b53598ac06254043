define <8 x i8> @f(<8 x i8> %x) {
  %r = call <8 x i8> @llvm.arm.neon.vcnt.v8i8(<8 x i8> %x)
  ret <8 x i8> %r
}
declare <8 x i8> @llvm.arm.neon.vcnt.v8i8(<8 x i8>)
