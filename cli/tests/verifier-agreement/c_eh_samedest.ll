declare i32 @__CxxFrameHandler3(...)
declare void @g()
define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %exit unwind label %a
a:
  %pa = cleanuppad within none []
  invoke void @g() [ "funclet"(token %pa) ] to label %n unwind label %b
n:
  cleanupret from %pa unwind to caller
b:
  %pb = cleanuppad within none []
  cleanupret from %pb unwind to caller
exit:
  ret void
}
