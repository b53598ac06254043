declare void @g()
define void @f() personality ptr null {
entry:
  invoke void @g() to label %a unwind label %a
a:
  ret void
}
