declare void @g()
define void @f(ptr %p) {
  call void %p(), !prof !0
  ret void
}
!0 = !{!"VP", i32 0, i64 100, i64 1234, i64 100, i64 5}
