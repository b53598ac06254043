declare token @llvm.call.preallocated.setup(i32)
declare void @g(ptr preallocated(i32))
define void @f(ptr %a) {
  %t = call token @llvm.call.preallocated.setup(i32 1)
  call void @g(ptr preallocated(i32) %a) ["preallocated"(token none)]
  ret void
}
