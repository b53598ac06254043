@g = external global i8388609
