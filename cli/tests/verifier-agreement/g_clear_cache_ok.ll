define void @f(ptr %a, ptr %b) {
  call void @llvm.clear_cache(ptr %a, ptr %b)
  ret void
}
declare void @llvm.clear_cache(ptr, ptr)
