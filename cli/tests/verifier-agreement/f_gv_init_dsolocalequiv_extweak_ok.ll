declare extern_weak void @f()
@p = global ptr dso_local_equivalent @f
