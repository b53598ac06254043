declare void @f()
@a = alias void (), ptr @f
