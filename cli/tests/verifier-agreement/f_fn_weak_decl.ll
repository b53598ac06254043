declare weak void @f()
