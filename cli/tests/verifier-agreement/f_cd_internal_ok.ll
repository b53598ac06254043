$c = comdat any
@g = internal global i32 0, comdat($c)
