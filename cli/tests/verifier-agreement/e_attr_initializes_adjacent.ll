declare void @f(ptr initializes((0, 4), (4, 12)))
