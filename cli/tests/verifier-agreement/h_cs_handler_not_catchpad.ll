declare void @g()
define void @f() personality ptr null {
entry:
  invoke void @g() to label %r unwind label %d
d:
  %cs = catchswitch within none [label %r] unwind to caller
r:
  ret void
}
