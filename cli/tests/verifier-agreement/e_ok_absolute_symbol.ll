@g = external global i8, !absolute_symbol !0
@h = external global i8, !absolute_symbol !1
!0 = !{i64 0, i64 256}
!1 = !{i64 -1, i64 -1}
