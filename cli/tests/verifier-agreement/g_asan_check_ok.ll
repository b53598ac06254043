define void @f(ptr %p) {
  call void @llvm.asan.check.memaccess(ptr %p, i32 4)
  ret void
}
declare void @llvm.asan.check.memaccess(ptr, i32 immarg)
