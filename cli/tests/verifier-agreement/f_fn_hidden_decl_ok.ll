declare hidden void @f()
