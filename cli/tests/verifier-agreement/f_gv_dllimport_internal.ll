@g = internal dllimport global i32 0
