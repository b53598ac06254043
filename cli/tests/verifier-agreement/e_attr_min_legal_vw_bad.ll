declare void @f() "min-legal-vector-width"="abc"
