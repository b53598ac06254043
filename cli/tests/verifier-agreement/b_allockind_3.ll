declare void @f(ptr) allockind("free,uninitialized")
