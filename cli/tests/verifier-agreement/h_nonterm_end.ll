define i32 @f() {
  %a = add i32 1, 2
}
