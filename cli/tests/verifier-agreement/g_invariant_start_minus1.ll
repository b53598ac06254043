define void @f(ptr %p) {
  %t = call ptr @llvm.invariant.start.p0(i64 -1, ptr %p)
  ret void
}
declare ptr @llvm.invariant.start.p0(i64 immarg, ptr)
