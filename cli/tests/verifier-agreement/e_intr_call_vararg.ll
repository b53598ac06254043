declare void @llvm.donothing(...)
define void @f() {
  call void (...) @llvm.donothing()
  ret void
}
