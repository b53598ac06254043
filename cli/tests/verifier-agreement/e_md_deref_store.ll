define void @f(ptr %p) {
  store ptr %p, ptr %p, !dereferenceable_or_null !0
  ret void
}
!0 = !{i64 8}
