declare void @a()
declare void @b()
define void @f(ptr %p) {
  call void %p(), !callees !0
  ret void
}
!0 = !{ptr @a, ptr @b}
