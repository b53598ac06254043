declare void @g()
define void @f() {
  call void @g(), !prof !0
  ret void
}
!0 = !{!"branch_weights", i32 1, i32 2}
