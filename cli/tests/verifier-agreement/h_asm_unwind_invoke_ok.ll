define void @f() personality ptr null {
entry:
  invoke void asm unwind "", ""() to label %a unwind label %b
a:
  ret void
b:
  %l = landingpad {ptr, i32} cleanup
  ret void
}
