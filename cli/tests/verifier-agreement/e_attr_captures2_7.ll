declare void @f(ptr captures(none, provenance))
