define void @f(ptr %p, i64 %n) {
  %t = call ptr @llvm.invariant.start.p0(i64 4, ptr %p)
  call void @llvm.invariant.end.p0(ptr %t, i64 %n, ptr %p)
  ret void
}
declare ptr @llvm.invariant.start.p0(i64 immarg, ptr)
declare void @llvm.invariant.end.p0(ptr, i64 immarg, ptr)
