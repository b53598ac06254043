@a = global i8 256
