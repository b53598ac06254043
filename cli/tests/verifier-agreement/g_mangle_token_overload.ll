define void @f(token %t) {
  call void (...) @llvm.fake.use(token %t)
  ret void
}
declare void @llvm.fake.use(...)
