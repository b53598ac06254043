define amdgpu_ps void @f(i32 inreg %a) {
  call void @llvm.amdgcn.init.exec.from.input(i32 0, i32 0)
  ret void
}
declare void @llvm.amdgcn.init.exec.from.input(i32, i32 immarg)
