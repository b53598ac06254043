declare token @llvm.call.preallocated.setup(i32)
define void @f(ptr %p) {
  %a = call token @llvm.call.preallocated.setup(i32 0)
  store token %a, ptr %p
  ret void
}
