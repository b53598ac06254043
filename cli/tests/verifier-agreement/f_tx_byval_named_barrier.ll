declare void @f(ptr byval(target("amdgcn.named.barrier", 0)))
