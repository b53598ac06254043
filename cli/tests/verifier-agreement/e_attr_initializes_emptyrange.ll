declare void @f(ptr initializes((4, 4)))
