declare void @f(ptr swiftself, ptr swiftself)
