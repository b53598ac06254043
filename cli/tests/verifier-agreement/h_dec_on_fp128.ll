@a = global fp128 1.0
