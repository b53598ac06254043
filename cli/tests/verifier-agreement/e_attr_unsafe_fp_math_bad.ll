declare void @f() "unsafe-fp-math"="1"
