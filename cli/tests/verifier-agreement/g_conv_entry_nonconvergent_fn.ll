define void @f() {
  %t = call token @llvm.experimental.convergence.entry()
  ret void
}
declare token @llvm.experimental.convergence.entry()
