declare void @f(ptr captures(everything))
