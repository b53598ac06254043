declare void @f(ptr writeonly readnone)
