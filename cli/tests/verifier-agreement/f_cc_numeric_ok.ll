declare cc 1234 void @f()
