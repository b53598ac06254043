@g = available_externally dllimport global i32 0
