declare i32 @g()
define i32 @f() personality ptr null {
entry:
  %r = invoke i32 @g() to label %a unwind label %b
a:
  ret i32 %r
b:
  %l = landingpad {ptr, i32} cleanup
  ret i32 %r
}
