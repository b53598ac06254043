@g = addrspace(16777215) global i32 0
