@g = global i32 0
@a = global i32 1, !associated !0
!0 = !{ptr inttoptr (i64 ptrtoint (ptr @g to i64) to ptr)}
