@g = external addrspace(3) global target("amdgcn.named.barrier", 0)
