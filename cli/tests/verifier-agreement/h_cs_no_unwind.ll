define void @f() personality ptr null {
entry:
  ret void
d:
  %cs = catchswitch within none [label %h]
h:
  %cp = catchpad within %cs []
  unreachable
}
