@g = global [1 x i32] zeroinitializer
@a = appending alias [1 x i32], ptr @g
