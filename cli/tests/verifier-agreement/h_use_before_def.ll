define i32 @f() {
entry:
  %y = add i32 %x, 1
  %x = add i32 0, 1
  ret i32 %y
}
