define void @f() {
entry:
  br label %b
b:
  %p = phi void [ undef, %entry ]
  ret void
}
