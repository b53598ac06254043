declare void @f(ptr) allockind("alloc,zeroed,uninitialized")
