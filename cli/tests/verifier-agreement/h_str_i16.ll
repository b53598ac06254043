@a = global [3 x i16] c"ab\00"
