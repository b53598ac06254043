define void @f(i32 %x) {
  switch i32 %x, label %d [ i32 0, label %a ], !prof !0
a:
  ret void
d:
  ret void
}
!0 = !{!"branch_weights", i32 1}
