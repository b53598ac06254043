@g = extern_weak hidden global i32
