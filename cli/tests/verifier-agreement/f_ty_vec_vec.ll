@g = external global <2 x <2 x i32>>
