define void @f(ptr %p) {
  call void @g(i32 range(i32 2, 2) 1)
  ret void
}
declare void @g(i32)
