declare ptr @f(i64) allockind("uninitialized")
