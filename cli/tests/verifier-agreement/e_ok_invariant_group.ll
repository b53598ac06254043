define void @f(ptr %p) {
  store i32 0, ptr %p, !invariant.group !0
  %v = load i32, ptr %p, !invariant.group !0
  ret void
}
!0 = !{}
