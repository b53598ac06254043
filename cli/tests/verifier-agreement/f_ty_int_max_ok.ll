@g = external global i8388608
