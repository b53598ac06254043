declare cc 1024 void @f()
