@g = extern_weak global i32
