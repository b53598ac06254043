define {} @f(i1 %c) {
entry:
  br label %b
b:
  %r = phi fast {} [ zeroinitializer, %entry ]
  ret {} %r
}
