@g = global i32 0
@llvm.used = appending global [1 x ptr] [ptr inttoptr (i64 ptrtoint (ptr @g to i64) to ptr)]
