$g = comdat largest
@g = global i32 0, comdat
