define <4 x i1> @f(<4 x i8> %a, <8 x i16> %b, <4 x i1> %m) {
  %r = call <4 x i1> @llvm.experimental.vector.match.v4i8.v8i16(<4 x i8> %a, <8 x i16> %b, <4 x i1> %m)
  ret <4 x i1> %r
}
declare <4 x i1> @llvm.experimental.vector.match.v4i8.v8i16(<4 x i8>, <8 x i16>, <4 x i1>)
