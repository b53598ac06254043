@a = global float sitofp (i32 1 to float)
