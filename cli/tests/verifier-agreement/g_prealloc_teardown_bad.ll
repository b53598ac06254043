define void @f() {
  call void @llvm.call.preallocated.teardown(token none)
  ret void
}
declare void @llvm.call.preallocated.teardown(token)
