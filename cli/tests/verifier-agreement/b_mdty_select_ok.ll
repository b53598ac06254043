define void @f() {
  %p = select i1 true, i32 0, i32 1
  ret void
}
