declare range(i8 1, 0) <4 x i8> @f(<4 x i32> range(i32 -5, 5))
