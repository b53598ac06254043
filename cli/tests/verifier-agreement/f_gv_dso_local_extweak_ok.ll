@g = extern_weak dso_local global i32
