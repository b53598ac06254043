define void @f(ptr %p) personality ptr null {
entry:
  ret void
b:
  %l = landingpad {ptr, i32} catch ptr %p
  ret void
}
