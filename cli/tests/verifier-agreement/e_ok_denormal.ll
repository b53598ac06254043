declare void @f() "denormal-fp-math"="preserve-sign,preserve-sign" "denormal-fp-math-f32"="ieee"
declare void @g() "denormal-fp-math"="dynamic,positive-zero"
