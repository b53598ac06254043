@g = linker_private global i32 0
