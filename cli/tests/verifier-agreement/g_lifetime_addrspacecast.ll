define void @f() {
  %a = alloca i32, addrspace(5)
  %c = addrspacecast ptr addrspace(5) %a to ptr
  call void @llvm.lifetime.start.p0(ptr %c)
  ret void
}
declare void @llvm.lifetime.start.p0(ptr)
