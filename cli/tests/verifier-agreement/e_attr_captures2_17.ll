declare void @f(ptr captures(address, ret: address, provenance))
