@g = external global <0 x i32>
