define void @f() {
  %t = call token @llvm.call.preallocated.setup(i32 1)
  call void @g(ptr null) [ "preallocated"(token %t) ]
  ret void
}
declare void @g(ptr)
declare token @llvm.call.preallocated.setup(i32)
