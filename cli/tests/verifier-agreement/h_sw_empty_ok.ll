define void @f(i32 %x) {
entry:
  switch i32 %x, label %d [ ]
d:
  ret void
}
