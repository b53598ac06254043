@a = global [4 x i8] c"ab\00"
