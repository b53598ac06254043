declare void @f(ptr initializes((8, 12), (0, 4)))
