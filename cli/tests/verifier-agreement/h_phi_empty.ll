define i32 @f() {
entry:
  br label %b
b:
  %p = phi i32
  ret i32 %p
}
