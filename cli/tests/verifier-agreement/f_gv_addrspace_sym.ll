@g = addrspace("A") global i32 0
