@g = externally_initialized constant i32 0
