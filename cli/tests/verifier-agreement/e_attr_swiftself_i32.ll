declare void @f(i32 swiftself)
