declare void @f(target("a", -1))
