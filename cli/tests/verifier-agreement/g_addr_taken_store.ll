define void @f(ptr %p) {
  store ptr @llvm.trap, ptr %p
  ret void
}
declare void @llvm.trap()
