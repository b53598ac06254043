@a = global <2 x i1> true
