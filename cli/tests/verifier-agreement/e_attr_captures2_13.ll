declare void @f(ptr captures(ret: address))
