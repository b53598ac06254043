define void @f() {
e:
  br label %l
l:
  %t = call token @llvm.experimental.convergence.loop()
  br label %l
}
declare token @llvm.experimental.convergence.loop()
