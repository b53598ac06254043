declare void @f(ptr captures(address, none, ret: address))
