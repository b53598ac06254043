$c = comdat any
@g = appending global [1 x i32] [i32 0], comdat($c)
