$c = comdat any
@g = extern_weak global i32, comdat($c)
