define i32 @f({i32, [2 x i32]} %a) {
  %r = extractvalue {i32, [2 x i32]} %a, 1, 1
  ret i32 %r
}
