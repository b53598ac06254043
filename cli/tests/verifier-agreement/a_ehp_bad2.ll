declare ptr @llvm.eh.exceptionpointer.p0(token)
declare void @g()
declare i32 @__C_specific_handler(...)
define void @f() personality ptr @__C_specific_handler {
entry:
  invoke void @g() to label %exit unwind label %cs
cs:
  %c = cleanuppad within none []
  %x = call ptr @llvm.eh.exceptionpointer.p0(token %c)
  cleanupret from %c unwind to caller
exit:
  ret void
}
