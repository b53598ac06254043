@a = global i8 255
