declare void @f(label)
