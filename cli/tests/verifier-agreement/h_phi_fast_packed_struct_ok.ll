define <{float, float}> @f(i1 %c) {
entry:
  br label %b
b:
  %r = phi fast <{float, float}> [ zeroinitializer, %entry ]
  ret <{float, float}> %r
}
