$g = comdat any
@g = global i32 0, align 4, comdat
