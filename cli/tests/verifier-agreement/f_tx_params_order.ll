declare void @f(target("foo", 5, i32))
