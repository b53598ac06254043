declare void @f() "approx-func-fp-math"="1"
