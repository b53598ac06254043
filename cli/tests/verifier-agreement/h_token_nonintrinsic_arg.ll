declare token @llvm.call.preallocated.setup(i32)
declare void @g(token)
define void @f() {
  %a = call token @llvm.call.preallocated.setup(i32 0)
  call void @g(token %a)
  ret void
}
