define void @f() {
  %a = call token @llvm.experimental.convergence.anchor()
  %t = call token @llvm.experimental.convergence.anchor() [ "convergencectrl"(token %a) ]
  ret void
}
declare token @llvm.experimental.convergence.anchor()
