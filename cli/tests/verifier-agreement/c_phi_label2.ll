define void @f() {
entry:
  br label %b
b:
  %p = phi label [ %b, %entry ]
  ret void
}
