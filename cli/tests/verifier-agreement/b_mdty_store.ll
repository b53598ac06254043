define void @f(ptr %q) {
  store metadata !0, ptr %q
  ret void
}
!0 = !{}
