@g = global i32 0, no_sanitize_address, no_sanitize_address
