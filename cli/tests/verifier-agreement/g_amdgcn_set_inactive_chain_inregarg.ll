define amdgpu_cs_chain void @f(i32 %a, i32 inreg %b) {
  %r = call i32 @llvm.amdgcn.set.inactive.chain.arg.i32(i32 %a, i32 %b)
  ret void
}
declare i32 @llvm.amdgcn.set.inactive.chain.arg.i32(i32, i32)
