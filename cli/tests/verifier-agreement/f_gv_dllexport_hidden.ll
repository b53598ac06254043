@g = hidden dllexport global i32 0
