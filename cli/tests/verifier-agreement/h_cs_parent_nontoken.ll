define void @f(i32 %x) personality ptr null {
entry:
  ret void
d:
  %cs = catchswitch within %x [label %d] unwind to caller
}
