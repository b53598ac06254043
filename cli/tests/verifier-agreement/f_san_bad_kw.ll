@g = global i32 0, no_sanitize_memory
