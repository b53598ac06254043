declare void @f(ptr inalloca([4294967296 x i8]))
