@g = common thread_local global i32 0
