declare void @f(ptr swiftasync, ptr swiftasync)
