define void @f(i32 %x) personality ptr null {
  invoke void (...) @llvm.fake.use(i32 %x) to label %ok unwind label %bad
ok:
  ret void
bad:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}
declare void @llvm.fake.use(...)
