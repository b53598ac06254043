@a = global <3 x i8> c"ab\00"
