@g = external constant i32
