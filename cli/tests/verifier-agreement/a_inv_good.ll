declare ptr @llvm.invariant.start.p0(i64, ptr)
define void @f(ptr %p) {
  %x = call ptr @llvm.invariant.start.p0(i64 -1, ptr %p)
  ret void
}
