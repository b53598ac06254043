define void @f(ptr %p) personality ptr @__CxxFrameHandler3 {
  invoke void @g() to label %ok unwind label %cs
ok:
  ret void
cs:
  %s = catchswitch within none [label %h] unwind to caller
h:
  %c = catchpad within %s []
  %r = call ptr @llvm.objc.retain(ptr %p)
  catchret from %c to label %ok
}
declare void @g()
declare i32 @__CxxFrameHandler3(...)
declare ptr @llvm.objc.retain(ptr)
