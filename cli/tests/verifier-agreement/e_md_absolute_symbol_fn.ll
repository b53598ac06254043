declare !absolute_symbol !0 void @f()
!0 = !{i64 0, i64 0, i64 2}
