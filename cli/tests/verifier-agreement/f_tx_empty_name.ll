declare void @f(target(""))
