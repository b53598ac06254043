define void @f(i8 %x) {
entry:
  switch i8 %x, label %d [ i8 255, label %a
                           i8 -1, label %a ]
a:
  ret void
d:
  ret void
}
