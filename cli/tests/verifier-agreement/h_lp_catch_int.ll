define void @f() personality ptr null {
entry:
  ret void
b:
  %l = landingpad {ptr, i32} catch i32 0
  ret void
}
