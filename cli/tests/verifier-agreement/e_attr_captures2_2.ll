declare void @f(ptr captures(none, none))
