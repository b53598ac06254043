define void @f(ptr %p) {
  call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.cta(ptr %p, i32 64)
  ret void
}
declare void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.cta(ptr, i32 immarg)
