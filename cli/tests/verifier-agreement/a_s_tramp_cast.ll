declare void @llvm.init.trampoline(ptr, ptr, ptr)
declare void @g(ptr nest)
define void @f(ptr %t, ptr %n) {
  %q = addrspacecast ptr @g to ptr addrspace(1)
  %p = addrspacecast ptr addrspace(1) %q to ptr
  call void @llvm.init.trampoline(ptr %t, ptr %p, ptr %n)
  ret void
}
