@g = external global i32, !absolute_symbol !0
!0 = !{i32 0, i32 256}
