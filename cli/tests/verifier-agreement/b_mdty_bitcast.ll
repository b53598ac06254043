define void @f() {
  %p = bitcast metadata !0 to metadata
  ret void
}
!0 = !{}
