declare void @f(ptr nest, ptr nest)
