@g = global i32 0, no_sanitize_address, no_sanitize_hwaddress, sanitize_memtag, sanitize_address_dyninit
