declare void @f(<4 x i32> range(i8 0, 5))
