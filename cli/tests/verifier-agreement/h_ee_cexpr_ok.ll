@g = global i32 0
@a = global ptr extractelement (<2 x ptr> <ptr @g, ptr null>, i32 0)
