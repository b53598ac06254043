declare ptr @f(ptr returned, ptr returned)
