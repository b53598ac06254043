define void @f(<4 x i32> %v, ptr %p, <4 x i1> %m) {
  call void @llvm.masked.store.v4i32.p0(<4 x i32> %v, ptr %p, <4 x i1> %m)
  ret void
}
declare void @llvm.masked.store.v4i32.p0(<4 x i32>, ptr, <4 x i1>)
