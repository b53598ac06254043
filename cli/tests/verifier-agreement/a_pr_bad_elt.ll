define <4 x i32> @f(<4 x i32> %acc, <8 x i8> %v) {
  %x = call <4 x i32> @llvm.vector.partial.reduce.add.v4i32.v8i8(<4 x i32> %acc, <8 x i8> %v)
  ret <4 x i32> %x
}
