define void @f() {
entry:
  br label %a
a:
  br label %b
b:
  %p = phi label [ %a, %a ]
  ret void
}
