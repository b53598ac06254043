define void @f(ptr %p) {
  store ptr @llvm.foo.bar, ptr %p
  ret void
}
declare void @llvm.foo.bar()
