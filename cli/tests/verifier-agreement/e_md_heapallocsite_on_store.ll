define void @f(ptr %p) {
  store i32 0, ptr %p, !heapallocsite !0
  ret void
}
!0 = !{i32 1}
