define i32 @f(<4 x i32> %v, ptr %p, <4 x i1> %m, i32 %n) {
  %r = call i32 @llvm.vp.store.v4i32.p0(<4 x i32> %v, ptr %p, <4 x i1> %m, i32 %n)
  ret i32 %r
}
declare i32 @llvm.vp.store.v4i32.p0(<4 x i32>, ptr, <4 x i1>, i32)
