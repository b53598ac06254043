@g = global [2 x i32] zeroinitializer
@a = global i32 1, !associated !0
!0 = !{ptr getelementptr (i8, ptr @g, i64 4)}
