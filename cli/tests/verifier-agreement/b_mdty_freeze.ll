define void @f() {
  %p = freeze metadata !0
  ret void
}
!0 = !{}
