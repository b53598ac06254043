define amdgpu_ps void @f(i32 inreg %a, i32 %b) {
  call void @llvm.amdgcn.init.exec.from.input(i32 %b, i32 0)
  ret void
}
declare void @llvm.amdgcn.init.exec.from.input(i32, i32 immarg)
