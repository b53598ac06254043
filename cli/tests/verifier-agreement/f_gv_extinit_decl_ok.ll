@g = external externally_initialized global i32
