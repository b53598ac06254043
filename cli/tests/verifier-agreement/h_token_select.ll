declare token @llvm.call.preallocated.setup(i32)
define void @f(i1 %c) {
  %a = call token @llvm.call.preallocated.setup(i32 0)
  %s = select i1 %c, token %a, token %a
  ret void
}
