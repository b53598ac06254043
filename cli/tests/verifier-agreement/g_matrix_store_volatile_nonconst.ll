define void @f(<6 x float> %v, ptr %p, i1 %b) {
  call void @llvm.matrix.column.major.store.v6f32.i64(<6 x float> %v, ptr %p, i64 2, i1 %b, i32 2, i32 3)
  ret void
}
declare void @llvm.matrix.column.major.store.v6f32.i64(<6 x float>, ptr, i64, i1 immarg, i32 immarg, i32 immarg)
