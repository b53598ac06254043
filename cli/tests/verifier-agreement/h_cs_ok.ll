declare void @g()
define void @f() personality ptr null {
entry:
  invoke void @g() to label %r unwind label %d
d:
  %cs = catchswitch within none [label %h] unwind to caller
h:
  %cp = catchpad within %cs [ptr null]
  catchret from %cp to label %r
r:
  ret void
}
