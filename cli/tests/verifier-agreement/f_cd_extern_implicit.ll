@g = external global i32, comdat
