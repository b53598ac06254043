define void @f(ptr %p, i32 %ai) {
  call void @llvm.asan.check.memaccess(ptr %p, i32 %ai)
  ret void
}
declare void @llvm.asan.check.memaccess(ptr, i32 immarg)
