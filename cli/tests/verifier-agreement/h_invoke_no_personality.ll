declare void @g()
define void @f() {
entry:
  invoke void @g() to label %a unwind label %b
a:
  ret void
b:
  %l = landingpad {ptr, i32} cleanup
  ret void
}
