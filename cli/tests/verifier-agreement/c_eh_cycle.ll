declare i32 @__CxxFrameHandler3(...)
declare void @g()
define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %exit unwind label %a
a:
  %pa = cleanuppad within none []
  cleanupret from %pa unwind label %b
b:
  %pb = cleanuppad within none []
  cleanupret from %pb unwind label %a
exit:
  ret void
}
