define void @f(ptr %s, ptr %p) {
  call void @llvm.hwasan.check.memaccess(ptr %s, ptr %p, i32 0)
  ret void
}
declare void @llvm.hwasan.check.memaccess(ptr, ptr, i32 immarg)
