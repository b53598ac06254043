define void @f(<2 x i32> %v, <4 x ptr> %p, <2 x i1> %m, i32 %n) {
  call void @llvm.vp.scatter.v2i32.v4p0(<2 x i32> %v, <4 x ptr> %p, <2 x i1> %m, i32 %n)
  ret void
}
declare void @llvm.vp.scatter.v2i32.v4p0(<2 x i32>, <4 x ptr>, <2 x i1>, i32)
