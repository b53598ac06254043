define void @f() {
entry:
  br label %b
b:
  %p = phi label [ zeroinitializer, %entry ]
  ret void
}
