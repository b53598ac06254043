@a = global [2 x i32] zeroinitializer, !associated !0
!0 = !{ptr getelementptr (i8, ptr @a, i64 4)}
