@g = global i32 0
@p = global ptr addrspace(1) bitcast (ptr @g to ptr addrspace(1))
