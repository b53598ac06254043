@0 = global i32 0
@0 = global i32 1
