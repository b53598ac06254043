declare void @llvm.masked.scatter.v4i32.v4p0(<4 x i32>, <4 x ptr>, i32, <4 x i1>)
define void @f(<4 x ptr> %p, <4 x i1> %m, <4 x i32> %v) {
  call void @llvm.masked.scatter.v4i32.v4p0(<4 x i32> %v, <4 x ptr> %p, i32 0, <4 x i1> %m)
  ret void
}
