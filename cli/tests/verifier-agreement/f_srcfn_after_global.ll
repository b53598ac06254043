@g = global i32 0
source_filename = "a"
