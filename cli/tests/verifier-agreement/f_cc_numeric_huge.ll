declare cc 4294967296 void @f()
