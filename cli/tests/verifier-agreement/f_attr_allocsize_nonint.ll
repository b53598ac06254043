declare ptr @f(ptr) allocsize(0)
