declare void @f(i32 initializes((0, 4)))
