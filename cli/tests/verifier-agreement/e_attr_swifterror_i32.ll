declare void @f(i32 swifterror)
