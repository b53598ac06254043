@a = global i32 bitcast (float 1.0 to i32)
