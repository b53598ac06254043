define <18 x i8> @f(<2 x i8> %a) {
  %r = call <18 x i8> @llvm.vector.interleave9.v18i8(<2 x i8> %a, <2 x i8> %a, <2 x i8> %a, <2 x i8> %a, <2 x i8> %a, <2 x i8> %a, <2 x i8> %a, <2 x i8> %a, <2 x i8> %a)
  ret <18 x i8> %r
}
declare <18 x i8> @llvm.vector.interleave9.v18i8(<2 x i8>, <2 x i8>, <2 x i8>, <2 x i8>, <2 x i8>, <2 x i8>, <2 x i8>, <2 x i8>, <2 x i8>)
