@a = global i8 u0x1FF
