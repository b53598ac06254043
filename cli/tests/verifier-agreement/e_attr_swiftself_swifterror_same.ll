declare void @f(ptr swiftself swifterror)
