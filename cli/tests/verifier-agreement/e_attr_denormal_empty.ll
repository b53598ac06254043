declare void @f() "denormal-fp-math"=""
