declare void @f() "denormal-fp-math"="foo,ieee"
