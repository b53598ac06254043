@t = external global i8
define void @f() personality ptr null {
entry:
  ret void
b:
  %l = landingpad {ptr, i32} catch ptr @t filter [1 x ptr] [ptr @t]
  ret void
}
