define void @f(i8 %x) {
entry:
  switch i8 %x, label %d [ i8 undef, label %d ]
d:
  ret void
}
