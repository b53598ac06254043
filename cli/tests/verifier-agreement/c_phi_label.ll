define void @f() {
  br label %b
b:
  %p = phi label [ %b, %b ]
  ret void
}
