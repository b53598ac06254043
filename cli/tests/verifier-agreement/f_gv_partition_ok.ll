@g = global i32 0, partition "p"
