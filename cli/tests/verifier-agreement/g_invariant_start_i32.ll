define void @f(ptr %p) {
  %t = call ptr @llvm.invariant.start.p0(i32 4, ptr %p)
  ret void
}
declare ptr @llvm.invariant.start.p0(i32, ptr)
