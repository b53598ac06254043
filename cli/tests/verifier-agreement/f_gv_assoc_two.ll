@a = global i32 0
@g = global i32 0, !associated !0
!0 = !{ptr @a, ptr @a}
