define void @f() {
  call void @llvm.donothing.foo()
  ret void
}
declare void @llvm.donothing.foo()
