declare void @f(ptr captures(none, ret: address))
