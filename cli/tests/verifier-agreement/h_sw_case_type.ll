define void @f(i32 %x) {
entry:
  switch i32 %x, label %d [ i64 0, label %a ]
a:
  ret void
d:
  ret void
}
