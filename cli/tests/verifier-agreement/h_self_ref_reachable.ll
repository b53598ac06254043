define i32 @f() {
entry:
  %x = add i32 %x, 1
  ret i32 %x
}
