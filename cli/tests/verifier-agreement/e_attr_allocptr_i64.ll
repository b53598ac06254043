declare void @f(i64 allocptr)
