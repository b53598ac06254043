declare void @f(ptr) allockind("alloc,free,aligned")
