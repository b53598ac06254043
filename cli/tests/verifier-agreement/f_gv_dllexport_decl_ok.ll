@g = external dllexport global i32
