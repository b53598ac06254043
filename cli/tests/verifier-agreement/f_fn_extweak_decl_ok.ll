declare extern_weak void @f()
