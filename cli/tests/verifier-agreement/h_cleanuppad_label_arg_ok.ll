declare void @g()
define void @f() personality ptr null {
entry:
  invoke void @g() to label %r unwind label %c
c:
  %cp = cleanuppad within none [label %r]
  cleanupret from %cp unwind to caller
r:
  ret void
}
