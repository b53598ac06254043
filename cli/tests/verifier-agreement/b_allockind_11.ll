declare void @f(ptr) allockind("realloc,zeroed")
