@g = dllimport global i32 0
