declare void @f(ptr inalloca([8589934592 x i8]))
