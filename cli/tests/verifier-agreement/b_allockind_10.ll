declare void @f(ptr) allockind("alloc,aligned")
