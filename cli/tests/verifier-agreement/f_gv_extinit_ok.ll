@g = externally_initialized global i32 0
