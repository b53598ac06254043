define i32 @f() {
entry:
  %p = phi i32 [ 0, %entry ]
  ret i32 %p
}
