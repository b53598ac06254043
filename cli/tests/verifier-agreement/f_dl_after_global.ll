@g = global i32 0
target datalayout = "i32:8"
