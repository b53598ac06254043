target datalayout = "G1"
@g = global i32 0
@p = global ptr @g
