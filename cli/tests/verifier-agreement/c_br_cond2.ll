define void @f(<1 x i1> %x) {
entry:
  br <1 x i1> %x, label %a, label %a
a:
  ret void
}
