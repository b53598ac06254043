define void @f(<4 x ptr> %p, <4 x i1> %m) {
  call void @llvm.experimental.vector.histogram.add.v4p0.v4i32(<4 x ptr> %p, <4 x i32> splat (i32 1), <4 x i1> %m)
  ret void
}
declare void @llvm.experimental.vector.histogram.add.v4p0.v4i32(<4 x ptr>, <4 x i32>, <4 x i1>)
