declare token @llvm.call.preallocated.setup(i32)
declare void @llvm.call.preallocated.teardown(token)
define void @f(i1 %c) {
entry:
  %a = call token @llvm.call.preallocated.setup(i32 0)
  br label %b
b:
  %p = phi token [ %a, %entry ]
  call void @llvm.call.preallocated.teardown(token %p)
  ret void
}
