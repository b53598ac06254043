@t = external global i8
define void @f() personality ptr null {
entry:
  ret void
b:
  %l = landingpad {ptr, i32} filter ptr @t
  ret void
}
