@g = internal dllexport global i32 0
