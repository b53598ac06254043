define void @f(<4 x ptr> %p, <2 x i1> %m) {
  call void @llvm.experimental.vector.histogram.add.v4p0.i32(<4 x ptr> %p, i32 1, <2 x i1> %m)
  ret void
}
declare void @llvm.experimental.vector.histogram.add.v4p0.i32(<4 x ptr>, i32, <2 x i1>)
