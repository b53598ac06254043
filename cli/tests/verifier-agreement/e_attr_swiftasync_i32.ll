declare void @f(i32 swiftasync)
