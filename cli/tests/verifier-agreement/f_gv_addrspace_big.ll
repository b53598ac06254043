@g = addrspace(16777216) global i32 0
