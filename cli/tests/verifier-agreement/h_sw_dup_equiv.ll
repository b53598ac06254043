define void @f(i8 %x) {
entry:
  switch i8 %x, label %d [ i8 255, label %d
                           i8 -1, label %d ]
d:
  ret void
}
