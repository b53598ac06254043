declare void @a()
define void @f(ptr %p) {
  %v = load i32, ptr %p, !callees !0
  ret void
}
!0 = !{ptr @a}
