declare ptr @llvm.eh.exceptionpointer.p0(token)
declare void @g()
declare i32 @__C_specific_handler(...)
define void @f() personality ptr @__C_specific_handler {
entry:
  invoke void @g() to label %exit unwind label %cs
cs:
  %s = catchswitch within none [label %cp] unwind to caller
cp:
  %t = catchpad within %s []
  %x = call ptr @llvm.eh.exceptionpointer.p0(token %t)
  catchret from %t to label %exit
exit:
  ret void
}
