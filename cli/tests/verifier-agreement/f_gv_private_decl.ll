@g = private global i32
