@g = external global i8, !absolute_symbol !0
!0 = !{i64 5, i64 5}
