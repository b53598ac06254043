@a = global i8 true
