define void @f() {
entry:
  callbr void @llvm.amdgcn.kill(i1 true) to label %a [label %b]
a:
  ret void
b:
  unreachable
}
declare void @llvm.amdgcn.kill(i1)
