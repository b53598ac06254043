define void @f() {
  %p = icmp eq metadata !0, !0
  ret void
}
!0 = !{}
