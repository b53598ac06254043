@g = private external global i32
