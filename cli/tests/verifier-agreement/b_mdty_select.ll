define void @f() {
  %p = select i1 true, metadata !0, metadata !0
  ret void
}
!0 = !{}
