define void @f(ptr %g, ptr %a) {
  call void @llvm.stackprotector(ptr %g, ptr %a)
  ret void
}
declare void @llvm.stackprotector(ptr, ptr)
