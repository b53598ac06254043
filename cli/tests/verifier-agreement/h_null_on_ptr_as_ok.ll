@a = global ptr addrspace(3) null
