$g = comdat any
@g = linkonce_odr global i32 0, comdat
