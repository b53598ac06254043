declare void @f(ptr initializes())
