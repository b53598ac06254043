@g = extern_weak dllimport global i32
