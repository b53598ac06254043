declare token @llvm.foo()
define void @f() {
  %t = call token @llvm.foo()
  ret void
}
