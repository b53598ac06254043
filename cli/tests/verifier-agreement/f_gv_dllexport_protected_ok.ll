@g = protected dllexport global i32 0
