declare void @f(target("a", 4294967296))
