@h = global i32 0
@g = global i32 0, !implicit.ref !0
!0 = !{ptr @h, ptr @h}
