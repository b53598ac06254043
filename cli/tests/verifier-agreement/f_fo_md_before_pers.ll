define void @f() !foo !0 personality ptr null {
  ret void
}
!0 = !{}
