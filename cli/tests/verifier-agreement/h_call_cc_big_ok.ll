declare cc 2000 void @g()
