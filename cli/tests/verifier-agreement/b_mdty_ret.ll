define metadata @f() {
  ret metadata !0
}
!0 = !{}
