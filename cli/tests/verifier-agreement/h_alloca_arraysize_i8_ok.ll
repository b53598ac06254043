define void @f(i8 %n) {
  %p = alloca i32, i8 %n
  ret void
}
