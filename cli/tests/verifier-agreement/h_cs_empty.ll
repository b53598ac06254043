define void @f() personality ptr null {
entry:
  ret void
d:
  %cs = catchswitch within none [] unwind to caller
}
