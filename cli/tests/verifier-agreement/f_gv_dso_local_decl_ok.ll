@g = external dso_local global i32
