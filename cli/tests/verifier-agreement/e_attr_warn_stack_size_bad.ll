declare void @f() "warn-stack-size"="12x"
