define void @f() {
  %a = call token @llvm.experimental.convergence.anchor()
  %t = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
  ret void
}
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
