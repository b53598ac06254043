declare void @f(ptr captures(address address))
