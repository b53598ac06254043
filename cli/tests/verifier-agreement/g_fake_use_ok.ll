define void @f(i32 %x) {
  call void (...) @llvm.fake.use(i32 %x)
  ret void
}
declare void @llvm.fake.use(...)
