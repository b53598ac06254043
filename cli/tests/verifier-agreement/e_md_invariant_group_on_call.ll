declare void @g()
define void @f() {
  call void @g(), !invariant.group !0
  ret void
}
!0 = !{}
