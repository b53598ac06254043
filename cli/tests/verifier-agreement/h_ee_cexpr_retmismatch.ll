@g = global i32 0
@a = global i32 extractelement (<2 x ptr> <ptr @g, ptr null>, i32 0)
