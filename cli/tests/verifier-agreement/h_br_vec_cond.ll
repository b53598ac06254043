define void @f(<1 x i1> %c) {
entry:
  br <1 x i1> %c, label %a, label %a
a:
  ret void
}
