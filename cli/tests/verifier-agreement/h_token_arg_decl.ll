declare void @f(token)
