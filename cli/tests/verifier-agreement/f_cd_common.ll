$c = comdat any
@g = common global i32 0, comdat($c)
