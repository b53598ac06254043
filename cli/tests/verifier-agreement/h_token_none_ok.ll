declare void @llvm.call.preallocated.teardown(token)
define void @f() {
  %t = call token @llvm.call.preallocated.setup(i32 0)
  call void @llvm.call.preallocated.teardown(token %t)
  ret void
}
declare token @llvm.call.preallocated.setup(i32)
