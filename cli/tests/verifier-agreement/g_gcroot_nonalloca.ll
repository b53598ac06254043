define void @f(ptr %a) gc "shadow-stack" {
  call void @llvm.gcroot(ptr %a, ptr null)
  ret void
}
declare void @llvm.gcroot(ptr, ptr)
