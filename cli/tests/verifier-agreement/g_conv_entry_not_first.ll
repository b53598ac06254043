define void @f() convergent {
  %x = add i32 1, 2
  %t = call token @llvm.experimental.convergence.entry()
  ret void
}
declare token @llvm.experimental.convergence.entry()
