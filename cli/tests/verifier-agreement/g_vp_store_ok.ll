define void @f(<4 x i32> %v, ptr %p, <4 x i1> %m, i32 %n) {
  call void @llvm.vp.store.v4i32.p0(<4 x i32> %v, ptr %p, <4 x i1> %m, i32 %n)
  ret void
}
declare void @llvm.vp.store.v4i32.p0(<4 x i32>, ptr, <4 x i1>, i32)
