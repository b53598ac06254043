@g = global i32 0, !associated !0
@a = alias i32, ptr @g
!0 = !{ptr @a}
