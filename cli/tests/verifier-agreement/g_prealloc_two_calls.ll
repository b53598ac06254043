define void @f() {
  %t = call token @llvm.call.preallocated.setup(i32 1)
  %a = call ptr @llvm.call.preallocated.arg(token %t, i32 0) preallocated(i32)
  call void @g(ptr preallocated(i32) %a) [ "preallocated"(token %t) ]
  call void @g(ptr preallocated(i32) %a) [ "preallocated"(token %t) ]
  ret void
}
declare void @g(ptr)
declare token @llvm.call.preallocated.setup(i32)
declare ptr @llvm.call.preallocated.arg(token, i32)
