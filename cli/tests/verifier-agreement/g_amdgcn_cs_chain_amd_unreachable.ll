define amdgpu_cs void @f(ptr %fn) {
  call void (ptr, i32, i32, i32, i32, ...) @llvm.amdgcn.cs.chain.p0.i32.i32.i32(ptr %fn, i32 -1, i32 inreg 1, i32 2, i32 0)
  call void @llvm.amdgcn.unreachable()
  unreachable
}
declare void @llvm.amdgcn.cs.chain.p0.i32.i32.i32(ptr, i32, i32, i32, i32 immarg, ...)
declare void @llvm.amdgcn.unreachable()
