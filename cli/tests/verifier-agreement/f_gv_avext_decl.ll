@g = available_externally global i32
