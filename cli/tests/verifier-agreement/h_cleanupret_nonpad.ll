define void @f() personality ptr null {
entry:
  ret void
c:
  cleanupret from none unwind to caller
}
