@g = global i32 0
@a = global i32 ptrtoint (ptr @g to i32)
