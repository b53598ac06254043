define void @f(ptr %g) {
  call void @llvm.stackprotector(ptr %g, ptr %g)
  ret void
}
declare void @llvm.stackprotector(ptr, ptr)
