@g = external global i32, !absolute_symbol !0
!0 = !{i64 0}
