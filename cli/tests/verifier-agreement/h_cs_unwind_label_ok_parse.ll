declare void @g()
define void @f() personality ptr null {
entry:
  invoke void @g() to label %r unwind label %d
d:
  %cs = catchswitch within none [label %h] unwind label %c
h:
  %cp = catchpad within %cs []
  catchret from %cp to label %r
c:
  %cl = cleanuppad within none []
  cleanupret from %cl unwind to caller
r:
  ret void
}
