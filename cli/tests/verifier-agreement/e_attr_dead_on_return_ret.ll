declare dead_on_return ptr @f()
