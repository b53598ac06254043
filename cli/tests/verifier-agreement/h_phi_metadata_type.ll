define void @f() {
entry:
  br label %b
b:
  %p = phi metadata [ !{}, %entry ]
  ret void
}
