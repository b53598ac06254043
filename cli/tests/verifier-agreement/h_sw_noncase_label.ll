define void @f(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 0, i32 1 ]
d:
  ret void
}
