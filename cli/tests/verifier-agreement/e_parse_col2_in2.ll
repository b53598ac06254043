declare void @f(ptr initializes((0, 4), (2, 2)))
