define void @f(i64 %x) {
entry:
  switch i64 %x, label %d [ i64 1, label %a ]
a:
  ret void
d:
  ret void
}
