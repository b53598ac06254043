define void @f() convergent {
e:
  br label %b
b:
  %t = call token @llvm.experimental.convergence.entry()
  ret void
}
declare token @llvm.experimental.convergence.entry()
