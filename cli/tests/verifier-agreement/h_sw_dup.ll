define void @f(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 0, label %a
                            i32 0, label %d ]
a:
  ret void
d:
  ret void
}
