declare void @f(ptr captures(ret: address ret: none))
