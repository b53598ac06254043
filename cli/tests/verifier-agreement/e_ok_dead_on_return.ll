declare void @f(ptr dead_on_return)
