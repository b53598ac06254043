declare void @g()
define void @f() {
entry:
  invoke void @g() to label %a
a:
  ret void
}
