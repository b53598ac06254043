define void @f(ptr %m) gc "shadow-stack" {
  %a = alloca ptr
  call void @llvm.gcroot(ptr %a, ptr %m)
  ret void
}
declare void @llvm.gcroot(ptr, ptr)
