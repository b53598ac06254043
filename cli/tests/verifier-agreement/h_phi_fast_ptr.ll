define ptr @f(i1 %c) {
entry:
  br label %b
b:
  %r = phi nnan ptr [ null, %entry ]
  ret ptr %r
}
