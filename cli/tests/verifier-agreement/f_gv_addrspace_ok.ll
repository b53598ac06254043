@g = addrspace(3) global i32 0
