declare void @f(ptr captures(ret: none, address))
