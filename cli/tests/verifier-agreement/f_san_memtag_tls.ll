@g = thread_local global i32 0, sanitize_memtag
