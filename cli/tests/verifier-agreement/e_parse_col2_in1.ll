declare void @f(ptr initializes((8, 4)))
