declare void @f(ptr captures(ret: everything))
