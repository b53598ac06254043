declare void @f(target("amdgcn.named.barrier"))
