define void @f() {
entry:
  br label %b
b:
  %p = phi token [ none, %entry ]
  ret void
}
