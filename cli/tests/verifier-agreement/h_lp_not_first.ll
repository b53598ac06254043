declare void @g()
define void @f() personality ptr null {
entry:
  invoke void @g() to label %a unwind label %b
a:
  ret void
b:
  %x = add i32 0, 0
  %l = landingpad {ptr, i32} cleanup
  ret void
}
