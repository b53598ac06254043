declare void (i32) @f()
