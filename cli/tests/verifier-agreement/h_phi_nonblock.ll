define i32 @f(i32 %x) {
entry:
  br label %b
b:
  %p = phi i32 [ 0, %x ]
  ret i32 %p
}
