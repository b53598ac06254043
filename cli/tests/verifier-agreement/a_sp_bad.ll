declare void @llvm.stackprotector(ptr, ptr)
define void @f(ptr %g, ptr %p) {
  call void @llvm.stackprotector(ptr %g, ptr %p)
  ret void
}
