declare i32 @__CxxFrameHandler3(...)
declare void @g()
define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  ret void
a:
  %pa = cleanuppad within %pb []
  unreachable
b:
  %pb = cleanuppad within %pa []
  unreachable
}
