declare void @f() "frame-pointer"="some"
