define void @f() {
e:
  br label %b
b:
  %p = phi metadata [ !0, %e ]
  ret void
}
!0 = !{}
