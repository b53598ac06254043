declare void @g()
define void @f() personality ptr null {
entry:
  invoke void @g() to label %a unwind label %b
a:
  ret void
b:
  %l = landingpad i32 cleanup
  ret void
}
