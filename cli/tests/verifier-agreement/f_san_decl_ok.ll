@g = external global i32, sanitize_memtag
