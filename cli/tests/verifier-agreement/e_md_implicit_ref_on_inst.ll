@h = global i32 0
define void @f() {
  ret void, !implicit.ref !0
}
!0 = !{ptr @h}
