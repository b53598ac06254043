define void @f() personality ptr null {
entry:
  ret void
c:
  catchret from none to label %r
r:
  ret void
}
