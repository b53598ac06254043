declare returned ptr @f(ptr)
