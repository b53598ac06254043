declare void @f() "frame-pointer"="non-leaf"
declare void @g() "frame-pointer"="all"
declare void @h() "frame-pointer"="none"
declare void @i() "frame-pointer"="reserved"
