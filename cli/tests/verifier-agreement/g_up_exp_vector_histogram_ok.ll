define void @f(<4 x ptr> %p, <4 x i1> %m) {
  call void @llvm.experimental.vector.histogram.add.v4p0.i64(<4 x ptr> %p, i64 1, <4 x i1> %m)
  ret void
}
declare void @llvm.experimental.vector.histogram.add.v4p0.i64(<4 x ptr>, i64, <4 x i1>)
