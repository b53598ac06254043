declare void @f(ptr swifterror, ptr swifterror)
