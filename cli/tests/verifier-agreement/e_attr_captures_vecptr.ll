declare void @f(ptr captures(address, read_provenance), ptr captures(ret: address), <2 x ptr> captures(none))
