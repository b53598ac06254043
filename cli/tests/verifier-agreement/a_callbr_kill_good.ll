define void @f(i1 %c) {
  callbr void @llvm.amdgcn.kill(i1 %c) to label %a [label %k]
a:
  ret void
k:
  unreachable
}
