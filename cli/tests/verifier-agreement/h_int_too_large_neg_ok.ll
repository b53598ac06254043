@a = global i8 -129
