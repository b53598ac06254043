define void @f(<2 x <2 x i32>> %a) {
  ret void
}
