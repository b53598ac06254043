declare void @f() "no-jump-tables"="yes"
