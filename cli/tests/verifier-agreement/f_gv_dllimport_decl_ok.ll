@g = external dllimport global i32
