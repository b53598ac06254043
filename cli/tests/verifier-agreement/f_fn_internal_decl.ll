declare internal void @f()
