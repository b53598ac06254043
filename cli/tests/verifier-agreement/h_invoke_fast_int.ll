declare i32 @g()
define void @f() personality ptr null {
entry:
  %r = invoke fast i32 @g() to label %a unwind label %b
a:
  ret void
b:
  %l = landingpad {ptr, i32} cleanup
  ret void
}
