@g = weak dllimport global i32 0
