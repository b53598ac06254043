@g = global i32 2 #0
attributes #0 = { captures(none) }
