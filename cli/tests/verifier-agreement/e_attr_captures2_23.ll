declare void @f(ptr captures(ret: none, ret: none))
