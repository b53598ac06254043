define void @f() {
entry:
  br label %b
b:
  %c = icmp eq label %b, %b
  ret void
}
