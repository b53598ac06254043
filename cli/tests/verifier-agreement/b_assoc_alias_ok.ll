@g = global i32 0
@al = alias i32, ptr @g
@a = global i32 1, !associated !0
!0 = !{ptr @al}
