define void @f(<2 x i32> %n) {
  %p = alloca i32, <2 x i32> %n
  ret void
}
