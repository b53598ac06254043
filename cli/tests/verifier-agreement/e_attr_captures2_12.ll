declare void @f(ptr captures(address, none))
