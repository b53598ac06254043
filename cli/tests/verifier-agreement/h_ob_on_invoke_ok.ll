declare void @g()
define void @f() personality ptr null {
entry:
  invoke void @g() [ "deopt"() ] to label %a unwind label %b
a:
  ret void
b:
  %l = landingpad {ptr, i32} cleanup
  ret void
}
