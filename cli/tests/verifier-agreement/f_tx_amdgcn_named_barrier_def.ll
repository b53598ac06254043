@g = addrspace(3) global target("amdgcn.named.barrier", 0) zeroinitializer
