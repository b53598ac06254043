@g = private dllexport global i32 0
