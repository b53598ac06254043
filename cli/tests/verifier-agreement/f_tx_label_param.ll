declare void @f(target("a", label))
