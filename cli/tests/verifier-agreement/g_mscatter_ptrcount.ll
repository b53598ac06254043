define void @f(<2 x i32> %v, <4 x ptr> %p, <2 x i1> %m) {
  call void @llvm.masked.scatter.v2i32.v4p0(<2 x i32> %v, <4 x ptr> align 4 %p, <2 x i1> %m)
  ret void
}
declare void @llvm.masked.scatter.v2i32.v4p0(<2 x i32>, <4 x ptr>, <2 x i1>)
