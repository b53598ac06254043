declare i32 @__CxxFrameHandler3(...)
declare void @g()
define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %exit unwind label %a
a:
  %pa = cleanuppad within none []
  %cp = catchpad within %pa []
  unreachable
exit:
  ret void
}
