@g = external dso_local dllimport global i32
