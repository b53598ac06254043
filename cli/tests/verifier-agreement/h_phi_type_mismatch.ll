define i32 @f(i1 %c) {
entry:
  br label %b
b:
  %p = phi i32 [ i64 0, %entry ]
  ret i32 %p
}
