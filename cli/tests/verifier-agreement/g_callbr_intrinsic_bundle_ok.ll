define void @f(i1 %c) {
  callbr void @llvm.amdgcn.kill(i1 %c) to label %a [label %b]
a:
  ret void
b:
  unreachable
}
declare void @llvm.amdgcn.kill(i1)
