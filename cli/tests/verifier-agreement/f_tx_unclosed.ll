declare void @f(target("a", i32)
