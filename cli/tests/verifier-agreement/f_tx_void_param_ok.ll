declare void @f(target("a", void))
