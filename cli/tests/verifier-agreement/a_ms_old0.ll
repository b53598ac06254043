declare void @llvm.masked.store.v4i32.p0(<4 x i32>, ptr, i32, <4 x i1>)
define void @f(ptr %p, <4 x i1> %m, <4 x i32> %v) {
  call void @llvm.masked.store.v4i32.p0(<4 x i32> %v, ptr %p, i32 0, <4 x i1> %m)
  ret void
}
