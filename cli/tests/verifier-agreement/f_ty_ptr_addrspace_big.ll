@g = external global ptr addrspace(16777216)
