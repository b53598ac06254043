@0 = global i32 0
@1 = global i32 1
