declare void @f(ptr mustprogress)
