declare void @f(ptr initializes((0, 8), (4, 12)))
