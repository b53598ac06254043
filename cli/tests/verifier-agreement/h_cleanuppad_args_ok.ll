declare void @g()
define void @f(i32 %x) personality ptr null {
entry:
  invoke void @g() to label %r unwind label %c
c:
  %cp = cleanuppad within none [i32 %x, ptr null]
  cleanupret from %cp unwind to caller
r:
  ret void
}
