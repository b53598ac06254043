@a = global i32 1, !associated !0
!0 = !{ptr null}
