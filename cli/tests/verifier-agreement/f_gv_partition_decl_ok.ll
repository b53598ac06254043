@g = external global i32, partition "p"
