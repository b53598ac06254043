define void @llvm.foo() {
  ret void
}
