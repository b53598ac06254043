define void @f(<2 x label> %a) {
  ret void
}
