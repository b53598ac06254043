declare void @f() readnone memory(read)
