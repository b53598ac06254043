define <2 x i1> @f(<2 x i32> %a, <2 x i32> %b, <2 x i1> %m, i32 %n) {
  %r = call <2 x i1> @llvm.vp.icmp.v2i32(<2 x i32> %a, <2 x i32> %b, metadata !"slt", <2 x i1> %m, i32 %n)
  ret <2 x i1> %r
}
declare <2 x i1> @llvm.vp.icmp.v2i32(<2 x i32>, <2 x i32>, metadata, <2 x i1>, i32)
