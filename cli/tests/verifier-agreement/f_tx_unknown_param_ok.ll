declare void @f(target("foo.bar", i32, 5))
