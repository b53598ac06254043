declare void @f(ptr captures(none, address))
