define void @f(i1 %c) {
  br i1 %c, label %a, label %a, !prof !0
a:
  ret void
}
!0 = !{!"branch_weights", !"expected", i32 1, i32 2}
