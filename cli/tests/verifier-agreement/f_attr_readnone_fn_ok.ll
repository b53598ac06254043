declare void @f() readnone
