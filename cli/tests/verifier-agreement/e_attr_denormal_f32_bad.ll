declare void @f() "denormal-fp-math-f32"="ieee,bar"
