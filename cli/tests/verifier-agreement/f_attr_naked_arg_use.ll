define i32 @f(i32 %x) naked {
  ret i32 %x
}
