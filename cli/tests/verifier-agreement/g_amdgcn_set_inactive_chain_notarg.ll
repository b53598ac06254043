define amdgpu_cs_chain void @f(i32 %a, i32 %b) {
  %c = add i32 %b, 1
  %r = call i32 @llvm.amdgcn.set.inactive.chain.arg.i32(i32 %a, i32 %c)
  ret void
}
declare i32 @llvm.amdgcn.set.inactive.chain.arg.i32(i32, i32)
