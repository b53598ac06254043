define void @f(i32 %n) {
  %t = call token @llvm.call.preallocated.setup(i32 %n)
  ret void
}
declare token @llvm.call.preallocated.setup(i32)
