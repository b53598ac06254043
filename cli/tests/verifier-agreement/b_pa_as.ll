@g = addrspace(1) global i32 0
@p = global ptr addrspace(1) ptrauth (ptr addrspace(1) @g, i32 0)
