define {<2 x float>, <2 x float>} @f(i1 %c) {
entry:
  br label %b
b:
  %r = phi fast {<2 x float>, <2 x float>} [ zeroinitializer, %entry ]
  ret {<2 x float>, <2 x float>} %r
}
