declare void @f() "no-jump-tables"="true"
declare void @g() "no-jump-tables"="false"
declare void @h() "no-jump-tables"
