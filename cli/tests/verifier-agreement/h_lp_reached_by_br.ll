define void @f() personality ptr null {
entry:
  br label %b
b:
  %l = landingpad {ptr, i32} cleanup
  ret void
}
