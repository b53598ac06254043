declare void @g()
define void @f(i32 %x, i1 %c) {
  switch i32 %x, label %d [ i32 0, label %a ], !prof !0
a:
  %s = select i1 %c, i32 1, i32 2, !prof !0
  call void @g(), !prof !1
  ret void
d:
  ret void
}
!0 = !{!"branch_weights", i32 1, i32 2}
!1 = !{!"branch_weights", i32 7}
