define void @f(i32 %x) personality ptr null {
entry:
  ret void
h:
  %cp = catchpad within %x []
  unreachable
}
