define i32 @f([2 x i32] %a) {
  %r = extractvalue [2 x i32] %a, 2
  ret i32 %r
}
