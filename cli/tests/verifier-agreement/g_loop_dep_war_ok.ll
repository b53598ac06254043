define <4 x i1> @f(ptr %a, ptr %b) {
  %r = call <4 x i1> @llvm.loop.dependence.war.mask.v4i1(ptr %a, ptr %b, i64 4)
  ret <4 x i1> %r
}
declare <4 x i1> @llvm.loop.dependence.war.mask.v4i1(ptr, ptr, i64 immarg)
