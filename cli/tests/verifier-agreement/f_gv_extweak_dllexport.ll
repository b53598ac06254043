@g = extern_weak dllexport global i32
