define void @f(ptr %p) {
  %t = call ptr @llvm.invariant.start.p0(i64 4, ptr %p)
  call void @llvm.invariant.end.p0(ptr %t, i64 4, ptr %p)
  ret void
}
declare ptr @llvm.invariant.start.p0(i64 immarg, ptr)
declare void @llvm.invariant.end.p0(ptr, i64 immarg, ptr)
