declare void @f(i32 dead_on_unwind)
