define i32 @f(i1 %c) {
entry:
  br label %b
a:
  br label %b
b:
  %p = phi i32 [ 0, %entry ], [ 1, %a ], [ 2, %c.bb ]
  ret i32 %p
c.bb:
  ret i32 0
}
