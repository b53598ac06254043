declare i32 @__CxxFrameHandler3(...)
declare void @g()
define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %exit unwind label %cs
cs:
  %s = catchswitch within none [label %c] unwind label %cl
c:
  %cp = catchpad within %s []
  invoke void @g() [ "funclet"(token %cp) ] to label %r unwind label %cl
r:
  catchret from %cp to label %exit
cl:
  %pc = cleanuppad within none []
  cleanupret from %pc unwind to caller
exit:
  ret void
}
