@p = global i32 extractvalue ({i32} {i32 1}, 0)
