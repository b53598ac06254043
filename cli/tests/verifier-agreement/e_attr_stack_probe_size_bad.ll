declare void @f() "stack-probe-size"="abc"
