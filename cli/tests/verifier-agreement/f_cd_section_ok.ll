$c = comdat any
@g = global i32 0, section "s", comdat($c)
