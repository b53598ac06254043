declare void @f(metadata)
