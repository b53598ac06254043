@a = global i8 -128
