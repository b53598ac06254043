@a = global [2 x i8] c"ab\00"
