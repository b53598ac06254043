define void @f(i64 %g) {
  call void @llvm.pseudoprobe(i64 %g, i64 1, i32 0, i64 -1)
  ret void
}
declare void @llvm.pseudoprobe(i64 immarg, i64 immarg, i32 immarg, i64 immarg)
