%S = type {float, float}
define %S @f(i1 %c) {
entry:
  br label %b
b:
  %r = phi fast %S [ zeroinitializer, %entry ]
  ret %S %r
}
