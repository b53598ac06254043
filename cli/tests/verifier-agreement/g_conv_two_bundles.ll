define void @f() {
  %t = call token @llvm.experimental.convergence.anchor()
  call void @g() [ "convergencectrl"(token %t), "convergencectrl"(token %t) ]
  ret void
}
declare void @g() convergent
declare token @llvm.experimental.convergence.anchor()
