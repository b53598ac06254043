define void @f(ptr %p) {
  call void %p(), !callees !0
  ret void
}
!0 = !{i32 1}
