@g = global i32 0
@a = global i32 1, !associated !0
!0 = !{ptr getelementptr (i8, ptr @g, i64 0)}
