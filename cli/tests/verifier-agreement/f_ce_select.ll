@g = global [4 x i32] zeroinitializer
@p = global i32 select (i1 true, i32 1, i32 2)
