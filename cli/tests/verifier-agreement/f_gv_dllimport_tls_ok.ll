@g = external dllimport thread_local global i32
