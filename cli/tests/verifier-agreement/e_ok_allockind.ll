declare ptr @f(i64) allockind("alloc,uninitialized,aligned")
declare ptr @g(ptr, i64) allockind("realloc")
