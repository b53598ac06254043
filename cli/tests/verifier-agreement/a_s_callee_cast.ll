define void @f() {
  call i32 addrspacecast (ptr addrspace(1) addrspacecast (ptr @llvm.trap to ptr addrspace(1)) to ptr)()
  ret void
}
declare void @llvm.trap()
