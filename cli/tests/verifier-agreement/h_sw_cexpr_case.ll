@g = global i32 0
define void @f(i64 %x) {
entry:
  switch i64 %x, label %d [ i64 ptrtoint (ptr @g to i64), label %d ]
d:
  ret void
}
