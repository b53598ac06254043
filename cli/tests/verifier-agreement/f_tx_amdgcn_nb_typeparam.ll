declare void @f(target("amdgcn.named.barrier", i32, 0))
