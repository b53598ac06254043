define void @f() {
e:
  %a = call token @llvm.experimental.convergence.anchor()
  br label %l
l:
  %t = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
  br label %l
}
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
