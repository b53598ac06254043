declare void @f(ptr byval([4 x target("amdgcn.named.barrier", 0)]))
