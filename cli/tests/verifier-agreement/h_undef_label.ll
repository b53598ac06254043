define void @f() {
entry:
  br label %b
b:
  %p = phi label [ undef, %entry ]
  ret void
}
