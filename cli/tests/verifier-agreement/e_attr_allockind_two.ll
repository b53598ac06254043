declare ptr @f(i64) allockind("alloc,free")
