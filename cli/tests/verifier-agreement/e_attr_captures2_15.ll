declare void @f(ptr captures(address, ret: bogus))
