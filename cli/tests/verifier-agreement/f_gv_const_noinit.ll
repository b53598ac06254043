@g = constant i32
