define i32 @f() {
entry:
  ret i32 0
dead:
  %x = add i32 %x, 1
  br label %dead
}
