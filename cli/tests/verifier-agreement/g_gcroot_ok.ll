define void @f() gc "shadow-stack" {
  %a = alloca ptr
  call void @llvm.gcroot(ptr %a, ptr null)
  ret void
}
declare void @llvm.gcroot(ptr, ptr)
