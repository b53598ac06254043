declare void @f(ptr inalloca([4294967295 x i8]))
