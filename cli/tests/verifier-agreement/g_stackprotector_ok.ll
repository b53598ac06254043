define void @f(ptr %g) {
  %a = alloca ptr
  call void @llvm.stackprotector(ptr %g, ptr %a)
  ret void
}
declare void @llvm.stackprotector(ptr, ptr)
