define void @f(i1 %c) {
  callbr void @llvm.amdgcn.kill(i1 %c) to label %a []
a:
  ret void
}
declare void @llvm.amdgcn.kill(i1)
