define void @f(ptr %p, i64 %n) {
  %t = call ptr @llvm.invariant.start.p0(i64 %n, ptr %p)
  ret void
}
declare ptr @llvm.invariant.start.p0(i64 immarg, ptr)
