define i32 @f(i1 %c) {
entry:
  br label %b
b:
  %r = phi fast i32 [ 0, %entry ]
  ret i32 %r
}
