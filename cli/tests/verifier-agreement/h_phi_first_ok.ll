define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %p = phi i32 [ 0, %entry ], [ 1, %a ]
  %q = phi i32 [ 2, %entry ], [ 3, %a ]
  ret i32 %p
}
