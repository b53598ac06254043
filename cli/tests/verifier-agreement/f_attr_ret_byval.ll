declare byval(i32) ptr @f()
