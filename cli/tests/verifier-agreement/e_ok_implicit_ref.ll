@h = global i32 0
@g = global i32 0, !implicit.ref !0
define void @f() !implicit.ref !0 {
  ret void
}
!0 = !{ptr @h}
