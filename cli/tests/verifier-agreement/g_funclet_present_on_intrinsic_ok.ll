define void @f(ptr %p) personality ptr @__CxxFrameHandler3 {
  invoke void @g() to label %ok unwind label %cs
ok:
  ret void
cs:
  %s = catchswitch within none [label %h] unwind to caller
h:
  %c = catchpad within %s []
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 4, i1 false) [ "funclet"(token %c) ]
  catchret from %c to label %ok
}
declare void @g()
declare i32 @__CxxFrameHandler3(...)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
