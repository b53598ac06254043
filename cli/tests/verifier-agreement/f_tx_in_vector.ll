declare void @f(<2 x target("foo")>)
