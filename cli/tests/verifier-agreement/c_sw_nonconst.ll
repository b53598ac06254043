@g = global i32 0
define void @f(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 ptrtoint (ptr @g to i32), label %a ]
a:
  ret void
d:
  ret void
}
