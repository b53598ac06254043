define void @f() {
  %a = alloca i32, addrspace(5)
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %a)
  ret void
}
declare void @llvm.lifetime.start.p5(ptr addrspace(5))
