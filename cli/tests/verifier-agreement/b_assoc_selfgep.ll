@a = global i32 1, !associated !0
!0 = !{ptr getelementptr (i8, ptr @a, i64 0)}
