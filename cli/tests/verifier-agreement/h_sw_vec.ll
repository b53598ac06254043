define void @f(<2 x i32> %x) {
entry:
  switch <2 x i32> %x, label %d [ ]
d:
  ret void
}
