@a = global [0 x i8] c""
