declare void @f(ptr captures(address, read_provenance), ptr captures(ret: address), ptr captures(address_is_null, ret: address, provenance))
