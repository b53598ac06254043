define void @f(<2 x i32> %v, <2 x ptr> %p, <2 x i1> %m) {
  call void @llvm.masked.scatter.v2i32.v2p0(<2 x i32> %v, <2 x ptr> align 4 %p, <2 x i1> %m)
  ret void
}
declare void @llvm.masked.scatter.v2i32.v2p0(<2 x i32>, <2 x ptr>, <2 x i1>)
