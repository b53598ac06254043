declare void @f(ptr) allockind("free,aligned")
