@g = dllimport dllexport global i32 0
