declare void @f(ptr) allockind("")
