@g = global i32 0, !implicit.ref !0
!0 = !{i32 1}
