define void @f() {
  %p = add metadata !0, !0
  ret void
}
!0 = !{}
