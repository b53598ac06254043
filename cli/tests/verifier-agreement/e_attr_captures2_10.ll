declare void @f(ptr captures())
