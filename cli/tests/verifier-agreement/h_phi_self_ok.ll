define i32 @f() {
entry:
  br label %b
b:
  %p = phi i32 [ 0, %entry ], [ %p, %b ]
  br label %b
}
