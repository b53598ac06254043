@g = external global <2 x {i32}>
