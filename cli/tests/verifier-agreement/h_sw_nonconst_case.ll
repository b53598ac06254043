define void @f(i32 %x, i32 %y) {
entry:
  switch i32 %x, label %d [ i32 %y, label %a ]
a:
  ret void
d:
  ret void
}
