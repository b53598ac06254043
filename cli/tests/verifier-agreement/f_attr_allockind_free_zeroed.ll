declare void @f(ptr) allockind("free,zeroed")
